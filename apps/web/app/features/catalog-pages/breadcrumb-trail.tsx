import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs';

/** Breadcrumbs of performer, genre, venue and city pages, light on the dark banner. */
export function BreadcrumbTrail({ crumbs }: { crumbs: Crumb[] }) {
  return <Breadcrumbs crumbs={crumbs} className="text-slate-100" />;
}

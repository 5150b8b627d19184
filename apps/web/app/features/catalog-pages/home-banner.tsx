import { useT } from '../../lib/i18n/catalogue';
import { BannerSearch } from '../search/banner-search';

/** The home page banner: the page's one h1, the tagline and the banner search box. */
export function HomeBanner() {
  const t = useT();
  return (
    <div className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 min-[769px]:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight min-[576px]:text-5xl">
          {t('home.heading')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{t('home.tagline')}</p>
        <BannerSearch className="mt-6" />
      </div>
    </div>
  );
}

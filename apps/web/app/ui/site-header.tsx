import { Link } from 'react-router';

/** The default black header; the variants of spec §2 arrive with the web app shell. */
export function SiteHeader() {
  return (
    <header className="bg-slate-950 text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-950"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Link to="/" className="text-2xl font-extrabold tracking-tight">
          Reprise
        </Link>
        <p className="text-sm text-slate-300">experience live again</p>
      </div>
    </header>
  );
}

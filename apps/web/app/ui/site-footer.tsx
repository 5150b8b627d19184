/** A minimal footer; the full footer of spec §2 arrives with the web app shell. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-slate-700">
        <p>All purchases are 100% guaranteed. Cancelled events get a full refund.</p>
        <p className="mt-2">© {new Date().getFullYear()} Reprise</p>
      </div>
    </footer>
  );
}

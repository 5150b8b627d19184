// One column for the header rows and the page content, so the logo, the category bar and a
// page's first line all start at the same x at every width.
/** Classes of the centred content column: capped at 72rem, 1rem of side padding. */
export const PAGE_CONTAINER = 'mx-auto max-w-6xl px-4';

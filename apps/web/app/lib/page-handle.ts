/** Header variants of the site. */
export type HeaderVariant =
  | 'defaultWhite'
  | 'defaultBlack'
  | 'blogHeaderWhite'
  | 'blogHeaderBlack'
  | 'eventPageHeader'
  | 'checkoutPageHeader'
  | 'none';

/** What a route module exports as `handle`: the root layout reads it to dress the page. */
export interface PageHandle {
  /** Which header the page wears. */
  header: HeaderVariant;
  /** Colour of the navigation loader shown while leaving for this page; null: no loader. */
  loader: 'white' | 'black' | null;
  /** Static pages hide the footer? Only set-password pages do. */
  footer?: boolean;
}

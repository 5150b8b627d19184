import { data } from 'react-router';

// /410: the page is gone for good. The loader answers HTTP 410 and the root error boundary draws
// the "This page is gone" page (ui/error-page.tsx) with the default black header.
export function loader() {
  throw data(null, { status: 410 });
}

export default function Gone() {
  return null;
}

import { data } from 'react-router';

// /410: the page is gone for good; the root error boundary renders it with HTTP 410.
export function loader() {
  throw data(null, { status: 410 });
}

export default function Gone() {
  return null;
}

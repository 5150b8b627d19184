import { data } from 'react-router';

// Every unknown path answers HTTP 404 and renders the root error page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

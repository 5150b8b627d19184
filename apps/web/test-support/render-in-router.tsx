import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';

/**
 * Renders `page` as the one page of a router stub, at `path` (any path matches), so that its
 * links and forms have a router to work in.
 */
export function renderInRouter(page: ReactNode, path = '/') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{page}</> }]);
  return render(<Stub initialEntries={[path]} />);
}

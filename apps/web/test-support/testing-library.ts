import { configure } from '@testing-library/react';

// findBy* and waitFor wait for UI that arrives after a promise: on a loaded two-core CI machine,
// running suites side by side, Testing Library's default of one second was seen to run out before
// a fake API's answer rendered. Waiting longer loosens no assertion: what is looked for is the same.
configure({ asyncUtilTimeout: 3_000 });

import { mergeConfig } from 'vite';
import webConfig from '../../apps/web/vite.config';
import { pseudoLocalePlugin } from './pseudo-locale-build';

// The web app's own Vite config with the pseudo-locale in place of one language's catalogue.
export default mergeConfig(webConfig, { plugins: [pseudoLocalePlugin()] });

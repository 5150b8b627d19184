import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Small modules of our own that many routes share go into one chunk (with what they import).
// Left to automatic splitting they came as dozens of files of a few hundred bytes, and a phone's
// first load paid a response's headers for each: a tenth of the 150 KB script budget (ADR 0004).
const SHARED_APP_MODULES = {
  name: 'common',
  test: /apps[\\/]web[\\/]app[\\/](ui|lib|features)[\\/]|packages[\\/]domain[\\/]/,
  minShareCount: 6,
  maxModuleSize: 1500,
  priority: 10,
};

// React Router stays a script of its own: folded into the common chunk (as a dependency of the
// modules there) it made one long task of compiling both on a phone's first page.
const ROUTER = { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 };

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: [ROUTER, SHARED_APP_MODULES] } } },
  },
});

import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several builds live side by side (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Opt in early where v8's behaviour needs nothing from us, so the upgrade is smaller later.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

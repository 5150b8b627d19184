export {};

// `npm start`: the quick start. Builds the web app when missing, then serves it in production mode.
// NODE_ENV must be settled before anything imports React (it picks its build once, at load), so
// everything else is imported dynamically below.

// Nobody said "production" here: this is a workstation or a demo, so a secret kept in the data
// folder will do. A real deployment sets NODE_ENV=production and its own SESSION_SECRET.
const localRun = !process.env.NODE_ENV;
if (localRun) process.env.NODE_ENV = 'production';

const { execSync } = await import('node:child_process');
const { webBuildExists } = await import('../apps/server/src/web-build');
if (!webBuildExists()) {
  console.log('Building the web app (first start only)…');
  execSync('npm run build', { stdio: 'inherit' });
}

if (localRun && !process.env.SESSION_SECRET) {
  const { resolveSessionSecret } = await import('../apps/server/src/session-secret');
  process.env.SESSION_SECRET = resolveSessionSecret(undefined, process.env.DATA_DIR || './data');
}

await import('../apps/server/src/main');

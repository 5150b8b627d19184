import { execSync } from 'node:child_process';
import { resolveSessionSecret } from '../apps/server/src/session-secret';
import { webBuildExists } from '../apps/server/src/web-production';

// `npm start`: the quick start. Builds the web app when missing, then serves it in production mode.
if (!webBuildExists()) {
  console.log('Building the web app (first start only)…');
  execSync('npm run build', { stdio: 'inherit' });
}

// Nobody said "production" here: this is a workstation or a demo, so a secret kept in the data
// folder will do. A real deployment sets NODE_ENV=production and its own SESSION_SECRET.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  process.env.SESSION_SECRET ||= resolveSessionSecret(undefined, process.env.DATA_DIR || './data');
}

await import('../apps/server/src/main');

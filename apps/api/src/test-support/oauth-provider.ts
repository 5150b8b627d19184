import { OAuth2Server } from 'oauth2-mock-server';
import type { SocialConfig } from '../identity/social/social-config';

/** A real OAuth2/OIDC server (oauth2-mock-server) on a free local port, standing in for Google and Facebook. */
export async function startOAuthProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!.replace(/\/$/, '');
  /** The userinfo body the next sign-ins read (Google's or Facebook's profile shape). */
  let profile: Record<string, unknown> = {};
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = profile;
  });
  const endpoints = {
    authorizationUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    profileUrl: `${issuer}/userinfo`,
  };
  const social: Partial<SocialConfig> = {
    google: { clientId: 'google-client', clientSecret: 'google-secret', ...endpoints },
    facebook: { clientId: 'facebook-client', clientSecret: 'facebook-secret', ...endpoints },
  };
  return {
    server,
    issuer,
    social,
    setProfile(next: Record<string, unknown>) {
      profile = next;
    },
    close: () => server.stop(),
  };
}

// A real local OpenID Connect issuer for the Google journeys (discovery, JWKS, authorize, token).
// The next sign-in's identity is told to it first: POST /e2e/identity with the claims
// ({ sub, email, email_verified, name }); the issuer puts them into the ID token it signs.
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_PORT ?? 4800);
const issuer = new OAuth2Issuer();
issuer.url = `http://localhost:${port}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

let identity = {};
service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, identity);
});

const handle = service.requestHandler;
createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/e2e/identity') {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      identity = JSON.parse(body || '{}');
      response.writeHead(204).end();
    });
    return;
  }
  handle(request, response);
}).listen(port, () => console.log(`[oidc] issuer at ${issuer.url}`));

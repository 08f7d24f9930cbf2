/** Where the provider sends the browser back: this app's /login, naming the provider. */
export function loginRedirectUri(origin: string, providerId: string): string {
  const url = new URL('/login', origin);
  url.searchParams.set('provider', providerId);
  return url.toString();
}

/** The provider's sign-in address with our redirect_uri added to whatever query it has. */
export function providerSignInUrl(endpoint: string, origin: string, providerId: string): string {
  const url = new URL(endpoint, origin);
  url.searchParams.set('redirect_uri', loginRedirectUri(origin, providerId));
  return url.toString();
}

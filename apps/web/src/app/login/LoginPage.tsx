import { AnchorButton, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useDeployment } from '../deployment';
import { type Services, useServices } from '../services';
import { useSessionView } from '../session/hooks';
import { loginRedirectUri, providerSignInUrl } from './redirect';
import { takeReturnTo } from './returnTo';

export const LOGIN_FAILED = 'Could not login. Please contact the module administrator.';

// Sign-in codes are single use: one exchange per code, however often React mounts the page.
const exchanges = new Map<string, Promise<void>>();

function exchangeCode(services: Services, code: string, provider: string): Promise<void> {
  const key = `${provider}\n${code}`;
  let pending = exchanges.get(key);
  if (!pending) {
    pending = (async () => {
      const redirect_uri = loginRedirectUri(window.location.origin, provider);
      const pair = await services.endpoints.login({ code, provider, redirect_uri });
      services.session.setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      services.session.setProfile(await services.endpoints.user());
    })();
    exchanges.set(key, pending);
    pending.catch(() => exchanges.delete(key));
  }
  return pending;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const provider = params.get('provider');
  const { name } = useSessionView();
  if (code && provider) return <CodeExchange code={code} provider={provider} />;
  if (name) return <Navigate to="/" replace />;
  return <ProviderButtons />;
}

function CodeExchange({ code, provider }: { code: string; provider: string }) {
  const services = useServices();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    exchangeCode(services, code, provider).then(
      // Back where the visitor was going before signing in (an invitation), else home.
      () => live && navigate(takeReturnTo() ?? '/', { replace: true }),
      () => {
        if (!live) return;
        services.session.clear();
        services.notifier.show(LOGIN_FAILED);
        // Back to the LOGIN card, without the spent code in the address.
        navigate('/login', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [services, code, provider, navigate]);
  return <NonIdealState icon={<Spinner />} title="Logging In..." />;
}

function ProviderButtons() {
  const { authProviders } = useDeployment();
  const origin = window.location.origin;
  return (
    <main className="sa-page sa-login">
      <Card elevation={2}>
        <H3>LOGIN</H3>
        <div className="sa-login-buttons">
          {authProviders.map((p) => (
            <AnchorButton
              key={p.id}
              large
              fill
              intent={p.isDefault ? 'primary' : 'none'}
              href={providerSignInUrl(p.endpoint, origin, p.id)}
              text={`Log in with ${p.name}`}
            />
          ))}
        </div>
      </Card>
    </main>
  );
}

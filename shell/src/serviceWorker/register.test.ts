import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SERVICE_WORKER_URL } from './cacheNames';
import { registerServiceWorker } from './register';

const fakeNavigator = () => {
  const register = jest.fn(async (_url: string) => ({}) as ServiceWorkerRegistration);
  return { register, navigator: { serviceWorker: { register } } as unknown as Navigator };
};

describe('registerServiceWorker', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('registers the worker from the site’s root in a production build', () => {
    const { register, navigator } = fakeNavigator();
    // jsdom's document has loaded by the time a test runs.
    expect(document.readyState).toBe('complete');
    registerServiceWorker(navigator, 'production');
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('waits for the page to load before registering', () => {
    const { register, navigator } = fakeNavigator();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker(navigator, 'production');
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in development nor under jest, nor where browsers have no workers', () => {
    const { register, navigator } = fakeNavigator();
    registerServiceWorker(navigator, 'development');
    registerServiceWorker(navigator, 'test');
    registerServiceWorker(navigator);
    expect(register).not.toHaveBeenCalled();
    expect(() => registerServiceWorker({} as Navigator, 'production')).not.toThrow();
  });
});

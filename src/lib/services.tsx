import { createContext, useContext } from 'react';
import type { GatewayClient } from './gateway/client';
import type { SessionStore } from './session/session-store';

/** Long-lived services shared by every screen, created once at start-up. */
export interface AppServices {
  gateway: GatewayClient;
  session: SessionStore;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext>');
  return services;
}

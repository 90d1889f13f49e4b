import type { PrivacySettings } from '../../../../shared/contract/hr-privacy.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** The privacy settings (docs/hr-api.md, "Privacy settings"). */

export async function getPrivacySettings(): Promise<PrivacySettings> {
  return (await hrHttp.get<{ settings: PrivacySettings }>('/privacy/settings')).data.settings;
}

export async function savePrivacySettings(
  settings: PrivacySettings & { reason: string },
): Promise<PrivacySettings> {
  return (await hrHttp.put<{ settings: PrivacySettings }>('/privacy/settings', settings)).data
    .settings;
}

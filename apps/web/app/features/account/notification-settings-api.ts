import type {
  NotificationSettings,
  NotificationSettingsResponse,
} from '@reprise/domain/notifications/notification-settings';
import type { ApiClient } from '../../lib/api-client';

/** The signed-in buyer's choice of optional mails. */
export async function fetchNotificationSettings(api: ApiClient): Promise<NotificationSettings> {
  return (await api.get<NotificationSettingsResponse>('/api/notification-settings')).data;
}

/** Saves the buyer's choice; answers it as stored. */
export async function saveNotificationSettings(
  api: ApiClient,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return (
    await api.post<NotificationSettingsResponse>('/api/notification-settings', { ...settings })
  ).data;
}

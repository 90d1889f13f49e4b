import type { PracticalTask, SettingsAnswer, TestSettings } from './hr-api-types.ts';
import { hrHttp } from './hr-http.ts';

/** Test settings and the practical tasks (docs/hr-api.md, "Test settings"). */

export async function getSettings(): Promise<SettingsAnswer> {
  return (await hrHttp.get<SettingsAnswer>('/settings')).data;
}

export async function saveSettings(
  settings: TestSettings & { reason: string },
): Promise<SettingsAnswer> {
  return (await hrHttp.put<SettingsAnswer>('/settings', settings)).data;
}

export async function listPracticalTasks(): Promise<PracticalTask[]> {
  return (await hrHttp.get<{ items: PracticalTask[] }>('/practical-tasks')).data.items;
}

export async function addPracticalTask(question: string, reason?: string): Promise<PracticalTask> {
  return (
    await hrHttp.post<{ task: PracticalTask }>('/practical-tasks', {
      question,
      ...(reason && { reason }),
    })
  ).data.task;
}

export async function updatePracticalTask(
  id: string,
  changes: { question?: string; position?: number; active?: boolean; reason: string },
): Promise<PracticalTask> {
  return (await hrHttp.patch<{ task: PracticalTask }>(`/practical-tasks/${id}`, changes)).data.task;
}

import type { PracticalTaskView, SettingsView } from '../../../../shared/contract/hr.ts';
import { hrHttp } from '../kit/hr-http.ts';

/**
 * The default test's settings (read for the bank's categories) and the practical tasks
 * (docs/hr-api.md, "Test settings").
 */

export async function getSettings(): Promise<SettingsView> {
  return (await hrHttp.get<SettingsView>('/settings')).data;
}

export async function listPracticalTasks(): Promise<PracticalTaskView[]> {
  return (await hrHttp.get<{ items: PracticalTaskView[] }>('/practical-tasks')).data.items;
}

export async function addPracticalTask(
  question: string,
  reason?: string,
): Promise<PracticalTaskView> {
  return (
    await hrHttp.post<{ task: PracticalTaskView }>('/practical-tasks', {
      question,
      ...(reason && { reason }),
    })
  ).data.task;
}

export async function updatePracticalTask(
  id: string,
  changes: { question?: string; position?: number; active?: boolean; reason: string },
): Promise<PracticalTaskView> {
  return (await hrHttp.patch<{ task: PracticalTaskView }>(`/practical-tasks/${id}`, changes)).data
    .task;
}

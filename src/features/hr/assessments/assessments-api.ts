import type {
  AssessmentInput,
  AssessmentPreview,
  AssessmentView,
  CreateDriveRequest,
  DriveView,
  UpdateDriveRequest,
} from '../../../../shared/contract/hr-assessments.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** Assessments and drives (docs/hr-api.md, "Assessments and drives"). */

export async function listAssessments(): Promise<AssessmentView[]> {
  return (await hrHttp.get<{ items: AssessmentView[] }>('/assessments')).data.items;
}

export async function createAssessment(
  assessment: AssessmentInput & { reason?: string },
): Promise<AssessmentView> {
  return (await hrHttp.post<{ assessment: AssessmentView }>('/assessments', assessment)).data
    .assessment;
}

export async function updateAssessment(
  id: string,
  assessment: AssessmentInput & { reason: string },
): Promise<AssessmentView> {
  return (await hrHttp.put<{ assessment: AssessmentView }>(`/assessments/${id}`, assessment)).data
    .assessment;
}

export async function cloneAssessment(
  id: string,
  name: string,
  reason?: string,
): Promise<AssessmentView> {
  const body = { name, ...(reason && { reason }) };
  return (await hrHttp.post<{ assessment: AssessmentView }>(`/assessments/${id}/clone`, body)).data
    .assessment;
}

export async function archiveAssessment(id: string, archived: boolean, reason: string) {
  await hrHttp.post(`/assessments/${id}/archive`, { archived, reason });
}

export async function makeDefaultAssessment(id: string, reason: string) {
  await hrHttp.post(`/assessments/${id}/default`, { reason });
}

export async function getAssessmentPreview(id: string): Promise<AssessmentPreview> {
  return (await hrHttp.get<AssessmentPreview>(`/assessments/${encodeURIComponent(id)}/preview`))
    .data;
}

export async function listDrives(): Promise<DriveView[]> {
  return (await hrHttp.get<{ items: DriveView[] }>('/drives')).data.items;
}

export async function createDrive(drive: CreateDriveRequest): Promise<DriveView> {
  return (await hrHttp.post<{ drive: DriveView }>('/drives', drive)).data.drive;
}

export async function updateDrive(id: string, changes: UpdateDriveRequest): Promise<DriveView> {
  return (await hrHttp.patch<{ drive: DriveView }>(`/drives/${id}`, changes)).data.drive;
}

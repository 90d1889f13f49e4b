import type {
  CandidateSimilarityView,
  PracticalDecisionKind,
  PracticalManifestView,
  PracticalScoreRequest,
} from '../../../../shared/contract/hr-practical.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** The practical review's calls (docs/hr-api.md, "Practical review"). */

const base = (candidateId: string) => `/candidates/${encodeURIComponent(candidateId)}/practical`;

/** What a score or a decision answers: the practical round as it now stands (null: none). */
type ReviewedPractical = { practical: PracticalManifestView | null };

export async function scorePractical(
  candidateId: string,
  score: PracticalScoreRequest,
): Promise<PracticalManifestView | null> {
  return (await hrHttp.put<ReviewedPractical>(`${base(candidateId)}/score`, score)).data.practical;
}

export async function decidePractical(
  candidateId: string,
  kind: PracticalDecisionKind,
  reason: string,
): Promise<PracticalManifestView | null> {
  return (await hrHttp.post<ReviewedPractical>(`${base(candidateId)}/decisions`, { kind, reason }))
    .data.practical;
}

export async function getSimilarSubmissions(candidateId: string): Promise<CandidateSimilarityView> {
  return (await hrHttp.get<CandidateSimilarityView>(`${base(candidateId)}/similar`)).data;
}

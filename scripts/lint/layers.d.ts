import type { IForbiddenRuleType } from 'dependency-cruiser';

export const browserLayers: string[][];
export const serverLayers: string[][];
export const layerRules: IForbiddenRuleType[];

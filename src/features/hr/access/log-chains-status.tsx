import { LoadState } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { getLogChains } from './access-api.ts';
import { LogChainLine } from './log-chain-line.tsx';

/** Whether the audit log's and the access log's chains verify (admins), checked as the page opens. */
export function LogChainsStatus({ only }: { only?: 'audit' | 'access' }) {
  const chains = useHrData('log-chains', getLogChains);
  return (
    <LoadState state={chains} loading="Checking the logs’ chains...">
      {(data) => (
        <>
          {only !== 'access' && <LogChainLine name="The audit log" chain={data.audit} />}
          {only !== 'audit' && <LogChainLine name="The access log" chain={data.access} />}
        </>
      )}
    </LoadState>
  );
}

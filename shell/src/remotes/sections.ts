import { federationName, isRemoteName, REMOTE_NAMES, type RemoteName } from '@qis/contract';

// The remotes the shell composes and their federation names come from the contract; which paths each
// remote owns comes from its published route table (routeTables.ts).
export { federationName, isRemoteName, REMOTE_NAMES, type RemoteName };

import { createHash } from 'node:crypto';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MembersRepository } from './repository';
import { createMember, EmailTakenError, newMemberProblems, type NewMemberInput } from './service';

// The embedded database admits one process at a time, so an operator's command cannot open it while
// the portal runs. The running server therefore offers a local-only channel: an HTTP server on a Unix
// socket beside the data folder, readable and writable by the server's own user only (mode 0600).
// Nothing reaches it over the network, so it needs no token: whoever can open the socket file could
// read the database folder itself.

/** Linux allows 107 bytes in a socket path; deep checkouts fall back to the temporary folder. */
const MAX_SOCKET_PATH = 100;

/** Where the server holding `dataDir` listens, the same for the server and the command. */
export function adminSocketPath(dataDir: string): string {
  const beside = `${path.resolve(dataDir)}.sock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `qis-admin-${digest}.sock`);
}

/** The body of POST /members: a new member, the membership end as an ISO date or null. */
interface MemberRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  membershipExpiresAt: string | null;
}

const MAX_BODY_BYTES = 16 * 1024;

function readJson(request: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('the request is too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('the request is not JSON'));
      }
    });
    request.on('error', reject);
  });
}

function asNewMember(body: unknown): NewMemberInput | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = body as Partial<MemberRequest>;
  const texts = [value.email, value.password, value.firstName, value.lastName];
  if (!texts.every((text) => typeof text === 'string')) return null;
  const expires = value.membershipExpiresAt ?? null;
  if (expires !== null && (typeof expires !== 'string' || Number.isNaN(Date.parse(expires)))) return null;
  return {
    email: value.email!,
    password: value.password!,
    firstName: value.firstName!,
    lastName: value.lastName!,
    membershipExpiresAt: expires === null ? null : new Date(expires),
  };
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A socket file left by a server that is gone would make `listen` fail with EADDRINUSE. */
async function removeStaleSocket(socketPath: string): Promise<void> {
  if (!existsSync(socketPath)) return;
  const answered = await new Promise<boolean>((resolve) => {
    const probe = http.request({ socketPath, path: '/health', method: 'GET', timeout: 1000 }, () =>
      resolve(true),
    );
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.end();
  });
  if (answered) throw new Error(`Another server already listens on ${socketPath}`);
  rmSync(socketPath, { force: true });
}

/** Starts the channel; answers the function that closes it and removes the socket file. */
export async function startAdminChannel(
  socketPath: string,
  members: MembersRepository,
): Promise<() => Promise<void>> {
  await removeStaleSocket(socketPath);
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/health') return send(response, 200, { ok: true });
    if (request.method !== 'POST' || request.url !== '/members') {
      return send(response, 404, { error: 'not_found', message: 'Only POST /members is offered here' });
    }
    void readJson(request)
      .then(async (body) => {
        const input = asNewMember(body);
        if (!input) {
          return send(response, 400, {
            error: 'validation',
            message: 'Expected {email, password, firstName, lastName, membershipExpiresAt}',
          });
        }
        const problems = newMemberProblems(input);
        if (problems.length > 0)
          return send(response, 400, { error: 'validation', message: problems.join('; ') });
        const member = await createMember(members, input);
        send(response, 201, { memberNumber: member.memberNumber });
      })
      .catch((error: unknown) => {
        if (error instanceof EmailTakenError)
          return send(response, 409, { error: 'email_taken', message: error.message });
        send(response, 400, { error: 'bad_request', message: (error as Error).message });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(socketPath, { force: true });
        resolve();
      });
      server.closeAllConnections();
    });
}

/** What the running server answered: the new membership number, or why it refused. */
export type ChannelAnswer = { memberNumber: string } | { problem: string };

/**
 * Asks the server holding the data folder to create the member. Rejects when no server answers on the
 * socket (none runs, or one without the channel).
 */
export function createThroughAdminChannel(socketPath: string, input: NewMemberInput): Promise<ChannelAnswer> {
  const body: MemberRequest = {
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    membershipExpiresAt: input.membershipExpiresAt ? input.membershipExpiresAt.toISOString() : null,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/members', method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              memberNumber?: string;
              message?: string;
            };
            if (response.statusCode === 201 && answer.memberNumber)
              resolve({ memberNumber: answer.memberNumber });
            else resolve({ problem: answer.message ?? `the server answered ${response.statusCode}` });
          } catch {
            reject(new Error('the server answered something that is not JSON'));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

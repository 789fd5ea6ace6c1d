import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRedisStore } from './rate-limit';
import { connectRedis, type RedisClient } from './redis';

describe.skipIf(!process.env.REDIS_URL)('the node-redis rate-limit store', () => {
  let client: RedisClient;
  beforeAll(async () => {
    client = await connectRedis(process.env.REDIS_URL!, () => undefined);
  });
  afterAll(async () => {
    await client.close();
  });

  it('counts per key within the window and reports the time left', async () => {
    const Store = nodeRedisStore(client, `khelo:test:${randomBytes(4).toString('hex')}:`);
    const store = new Store();
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
      );
    expect((await incr('1.2.3.4')).current).toBe(1);
    const second = await incr('1.2.3.4');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr('5.6.7.8')).current).toBe(1);
  });
});

describe('connectRedis', () => {
  it('reports an unreachable server as one line naming REDIS_URL', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', () => undefined)).rejects.toThrow(
      'REDIS_URL: cannot connect to 127.0.0.1:1 (ECONNREFUSED)',
    );
  });
});

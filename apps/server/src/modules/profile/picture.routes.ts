import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../uploads/media-store';
import { PICTURES_PATH } from './profile.presenter';

// GET /media/pictures/<random name>.webp: the URL is the capability (256 random bits), so an <img> can
// show it without a token. Names never repeat (a new upload gets a new name), hence the long cache.

export interface PictureRoutesOptions {
  pictures: MediaStore;
}

export const pictureRoutes: FastifyPluginCallbackZod<PictureRoutesOptions> = (app, options, done) => {
  app.get(
    `${PICTURES_PATH}/:name`,
    {
      schema: {
        summary: 'A profile picture by its unguessable URL',
        tags: ['profile'],
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = name.endsWith('.webp') ? await options.pictures.read(name) : null;
      if (!bytes) return reply.code(404).send({ status: 0, message: 'picture not found' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-robots-tag', 'noindex')
        .send(bytes);
    },
  );
  done();
};

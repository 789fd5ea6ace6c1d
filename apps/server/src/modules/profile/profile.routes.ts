import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  AVATARS,
  IMAGE_MAX_BASE64_CHARS,
  PROFILE_MESSAGES,
  fetchProfileRequestSchema,
  fetchProfileResponseSchema,
  updateAvatarRequestSchema,
  updateAvatarResponseSchema,
  updatePersonalRequestSchema,
  updatePersonalResponseSchema,
  uploadPictureRequestSchema,
  uploadPictureResponseSchema,
} from '@khelo/contracts/profile';
import { imageRejection, UPLOAD_RATE_LIMIT, uploadErrorHandler } from '../uploads/upload-errors';
import { avatarUrl, pictureUrl, presentProfile } from './profile.presenter';
import type { ProfileService } from './profile.service';

// fetch/userAvatar, update/userAvatar, update/profilePicture (core-platform.md section 7) and
// update/personalDetails (ours, same style), all with Bearer (ADR 003).

export interface ProfileRoutesOptions {
  profile: ProfileService;
}

const errors = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const security = [{ bearerAuth: [] }];

export const profileRoutes: FastifyPluginCallbackZod<ProfileRoutesOptions> = (app, options, done) => {
  const { profile } = options;

  app.post(
    '/fetch/userAvatar',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: "The player's profile (profile_arr[0]) and the avatar choices",
        tags: ['profile'],
        security,
        body: fetchProfileRequestSchema,
        response: { 200: fetchProfileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await profile.view(request.player.id);
      if (!view) return reply.code(404).send({ status: 0, message: 'player not found' });
      return {
        status: 1 as const,
        message: PROFILE_MESSAGES.fetched,
        data: { profile_arr: [presentProfile(view)], avatar_list: AVATARS },
      };
    },
  );

  app.post(
    '/update/userAvatar',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'Change the nickname (profile_type nickName) or the shown avatar (profile_type avatar)',
        description:
          'nickName: at most 17 characters, trimmed, no control characters. avatar_id: 1-12 a generated avatar, 0 the uploaded picture.',
        tags: ['profile'],
        security,
        body: updateAvatarRequestSchema,
        response: { 200: updateAvatarResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const playerId = request.player.id;
      let message: string;
      if (body.profile_type === 'nickName') {
        await profile.setNickname(playerId, body.nickName);
        message = PROFILE_MESSAGES.nicknameUpdated;
      } else {
        if (!(await profile.setAvatar(playerId, body.avatar_id)))
          return reply.code(400).send({ status: 0, message: PROFILE_MESSAGES.noPicture });
        message = PROFILE_MESSAGES.avatarUpdated;
      }
      const view = await profile.view(playerId);
      if (!view) return reply.code(404).send({ status: 0, message: 'player not found' });
      return {
        status: 1 as const,
        message,
        data: {
          nickName: view.displayName,
          avatar: avatarUrl(view.avatarId, view.pictureName),
          avatar_id: view.avatarId,
        },
      };
    },
  );

  app.post(
    '/update/profilePicture',
    {
      preHandler: app.requirePlayer,
      bodyLimit: IMAGE_MAX_BASE64_CHARS + 4096,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      errorHandler: uploadErrorHandler(app, 'image'),
      schema: {
        summary: 'Upload a profile picture (JPEG, PNG or WebP, at most 2 MB and 25 megapixels)',
        description:
          'The picture is checked by content, decoded and re-encoded (WebP, 512 px square, no metadata) and becomes the shown avatar. A file with data after the end of the picture is refused.',
        tags: ['profile'],
        security,
        body: uploadPictureRequestSchema,
        response: { 200: uploadPictureResponseSchema, ...errors, 413: failureSchema },
      },
    },
    async (request, reply) => {
      try {
        const name = await profile.uploadPicture(request.player.id, request.body.image);
        const url = pictureUrl(name)!;
        return {
          status: 1 as const,
          message: PROFILE_MESSAGES.imageUploaded,
          data: { avatar: url, picture: url },
        };
      } catch (error) {
        const refusal = imageRejection(error, 'image');
        if (refusal) return reply.code(400).send({ status: 0, message: refusal });
        throw error;
      }
    },
  );

  app.post(
    '/update/personalDetails',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'Save birthday (18+), phone, city and state',
        description:
          'birthday YYYY-MM-DD and at least 18 years ago in India; state from the list of states and union territories.',
        tags: ['profile'],
        security,
        body: updatePersonalRequestSchema,
        response: { 200: updatePersonalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { birthday, phone, city, state } = request.body;
      await profile.setPersonalDetails(request.player.id, { birthday, phone, city, state });
      return {
        status: 1 as const,
        message: PROFILE_MESSAGES.personalUpdated,
        data: { birthday, phone, city, state },
      };
    },
  );

  done();
};

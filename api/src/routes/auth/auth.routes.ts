import {
  emailOnlyLoginSchema,
  forgotPasswordSchema,
  loginSchema,
  meResponseSchema,
  messages,
  registerSchema,
  resetPasswordSchema,
  successResponseSchema,
  tokenLoginSchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress, type AccountAreaOptions } from '../account-area.js';
import { signupService } from '../signup/signup.service.js';
import { authService } from './auth.service.js';
import { TooManySignIns } from './sign-in-throttle.js';

const auth: FastifyPluginAsyncZod<AccountAreaOptions> = async (app, opts) => {
  const deps = { ...opts, db: app.db, mailQueue: app.mailQueue };
  const service = authService(deps);
  const signup = signupService(deps);
  const limited = { rateLimit: opts.rateLimit };
  const emailLimited = perAddress(app, opts.emailLimit, 'account');
  const userReply = { 200: meResponseSchema };
  const successReply = { 200: successResponseSchema };

  app.get(
    '/me',
    { onRequest: app.requireUser, schema: { response: userReply } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: await service.currentUser(request.userId!) };
    },
  );

  app.post(
    '/login',
    { config: limited, schema: { body: loginSchema, response: userReply } },
    async (request, reply) => {
      const user = await service.login(request.body).catch((error: unknown) => {
        if (error instanceof TooManySignIns) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      });
      await app.signIn(reply, user.id);
      return { user };
    },
  );

  app.post(
    '/register',
    {
      config: limited,
      preHandler: perAddress(app, opts.emailLimit, 'signup'),
      schema: { body: registerSchema, response: { 201: successResponseSchema } },
    },
    async (request, reply) => {
      await signup.register(request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Check your email to verify your account.' });
    },
  );

  app.post('/logout', { schema: { response: successReply } }, async (request, reply) => {
    await app.signOut(request, reply);
    return { success: true, message: 'Signed out' };
  });

  app.post(
    '/forgot-password',
    {
      config: limited,
      preHandler: emailLimited,
      schema: { body: forgotPasswordSchema, response: successReply },
    },
    async (request) => {
      await service.forgotPassword(request.body);
      return { success: true, message: messages.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password',
    { config: limited, schema: { body: resetPasswordSchema, response: successReply } },
    async (request) => {
      await service.resetPassword(request.body);
      return { success: true, message: messages.passwordResetDone };
    },
  );

  for (const path of ['/direct-login', '/simple-login']) {
    app.post(
      path,
      {
        config: limited,
        preHandler: emailLimited,
        schema: { body: emailOnlyLoginSchema, response: successReply },
      },
      async (request) => {
        // Only the queue insert happens here (the same for any address); the link is looked up
        // and mailed after the reply, so subscribers, others and unknown addresses get the same
        // answer in the same time.
        await service.emailSignInLink(request.body.email);
        return { success: true, message: messages.emailOnlySignInSent };
      },
    );
  }

  app.post(
    '/token-login',
    { config: limited, schema: { body: tokenLoginSchema, response: userReply } },
    async (request, reply) => {
      const user = await service.tokenLogin(request.body.authToken);
      await app.signIn(reply, user.id);
      return { user };
    },
  );
};

export default auth;

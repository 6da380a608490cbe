import { z } from 'zod';

/**
 * The in-app notices of the signed-in user (the bell): GET /web/notifications pages newest first by a
 * cursor; POST /web/notifications/read marks the given ones, or all, as read. Both answer the unread count.
 */
export const appNotificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** What the notice is about, e.g. { lotId } for an outbid or a lot won. */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(appNotificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

/**
 * GET /web/notifications/stream, one SSE frame: `notification` carries a new notice (its id also the SSE id;
 * read or not is the bell's business), `ready` says the stream listens, after the notices a resume missed.
 * The frame's event name is `event` here, since a notice has a `type` of its own.
 */
export const streamedNoticeSchema = z.strictObject(appNotificationSchema.omit({ readAt: true }).shape);
export type StreamedNotice = z.infer<typeof streamedNoticeSchema>;

export const noticeStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('notification'), data: streamedNoticeSchema }),
  z.object({ event: z.literal('ready'), data: z.strictObject({}) }),
]);
export type NoticeStreamEvent = z.infer<typeof noticeStreamEventSchema>;

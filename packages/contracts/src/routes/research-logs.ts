import { z } from 'zod';
import { CourseParams } from '../common';
import { defineRoute } from '../http/route';
import {
  EVENT_LOG_BATCH_TOO_LARGE,
  EventLogAck,
  EventLogBatch,
  EventLogExportQuery,
  RESEARCH_NOT_AGREED,
} from '../research-logs';

/** Learning events for research (issue 26): uploads by consenting users, exports by admins. */
export const researchLogRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/research/logs',
    feature: 'researchlogs',
    access: 'student',
    summary: "Stores a batch of the caller's learning events; ids already stored are acknowledged again",
    params: CourseParams,
    body: EventLogBatch,
    response: EventLogAck,
    errors: [
      { status: 403, text: RESEARCH_NOT_AGREED },
      { status: 413, text: EVENT_LOG_BATCH_TOO_LARGE },
    ],
    invalid: { body: 'Invalid event log batch' },
    ours: true,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/research/logs',
    feature: 'researchlogs',
    access: 'admin',
    summary:
      "The course's learning events of participants who agree, under pseudonyms, as CSV (text/csv) or JSON lines (application/x-ndjson), streamed",
    params: CourseParams,
    query: EventLogExportQuery,
    response: z.string(),
    produces: 'text/csv',
    ours: true,
  }),
};

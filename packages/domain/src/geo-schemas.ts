import { z } from 'zod';

/** Answers of GET /web/geo/states and GET /web/geo/states/:code/cities. */
export const geoStateSchema = z.object({ code: z.string(), name: z.string() });
export type GeoState = z.infer<typeof geoStateSchema>;
export const geoStatesResponseSchema = z.array(geoStateSchema);

export const geoCitySchema = z.object({ name: z.string() });
export type GeoCity = z.infer<typeof geoCitySchema>;
export const geoCitiesResponseSchema = z.array(geoCitySchema);

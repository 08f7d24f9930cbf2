/** The course flags both course forms offer (Create Course and the admin panel), in order. */
export const COURSE_SWITCHES = [
  ['viewable', 'Viewable'],
  ['enableGame', 'Enable Game'],
  ['enableAchievements', 'Enable Achievements'],
  ['enableSourcecast', 'Enable Sourcecast'],
] as const;

/**
 * What a report's figures leave out, in words ("2 failed, 1 refused, 3 with no answer"), or '' when nothing:
 * failed captures, refusals and questions shown no answer count in no share, as on the dashboards.
 */
export const leftOutOf = (figures: { failed: number; refused: number; noAnswers: number }): string =>
  [
    figures.failed ? `${figures.failed} failed` : '',
    figures.refused ? `${figures.refused} refused` : '',
    figures.noAnswers ? `${figures.noAnswers} with no answer` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** What each product's cover picture (`projectImage(slug)`) shows, by slug: its alt text. */
export const projectCoverAlt: Record<string, string> = {
  'peoplepulse-hrms':
    'PeoplePulse dashboard showing today’s attendance, pending leave requests and the payroll calendar',
  'talentdesk-ats':
    'TalentDesk pipeline board with candidates in applied, test, interview and offer columns',
  'taskforge-pm': 'TaskForge sprint board with tasks, assignees and a burndown chart',
  'baatcheet-chat': 'BaatCheet chat window with channels on the left and a video call in progress',
  'reachout-marketing': 'ReachOut campaign report with open rates, clicks and leads by channel',
  'sitebuild-erp':
    'SiteBuild site dashboard with progress by floor, material stock and labour count',
  'bazaarcart-commerce': 'BazaarCart storefront with product grid, filters and a shopping cart',
  'crickscore-live': 'CrickScore live scorecard with batting, bowling and a run-rate graph',
  'vidyaconnect-school':
    'VidyaConnect dashboard with class attendance, fee collection and upcoming exams',
};

/** The AI platforms with their display names: the one list in graphql/shared/platforms.ts, by GraphQL value. */
export {
  PLATFORM_VALUES as PLATFORMS,
  platformLabel as platformName,
} from '../../../graphql/shared/platforms';

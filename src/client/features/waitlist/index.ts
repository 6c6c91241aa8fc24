/** "Tell me when it frees up" under an item short for the searched rental (in the search's chunk). */
export { WaitlistCall } from './WaitlistCall'

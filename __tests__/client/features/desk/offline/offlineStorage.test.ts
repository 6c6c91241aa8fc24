import { createQueueStorage } from '../../../../../src/client/features/desk/offline/offlineStorage'
import { memoryArea, queuedAction } from './offlineFixtures'

describe("the queue's storage engine (IndexedDB, one key per staff member)", () => {
  it("writes the queue under its owner's key and reads the signed-in member's", async () => {
    const area = memoryArea()
    let signedIn: string | null = 'a1'
    const storage = createQueueStorage(area, () => signedIn)
    const kept = { owner: 'a1', actions: [queuedAction()], offlineSince: 1, _persist: {} }
    await storage.setItem('deskOffline', kept)
    expect([...area.kept.keys()]).toEqual(['desk_queue_a1'])
    expect(await storage.getItem('deskOffline')).toEqual(kept)
    signedIn = 'm2'
    expect(await storage.getItem('deskOffline')).toBeUndefined()
    signedIn = null
    expect(await storage.getItem('deskOffline')).toBeUndefined()
  })

  it('leaves nothing on the device once the queue is empty and the server answers', async () => {
    const area = memoryArea()
    const storage = createQueueStorage(area, () => 'a1')
    await storage.setItem('deskOffline', {
      owner: 'a1',
      actions: [queuedAction()],
      offlineSince: 1,
    })
    await storage.setItem('deskOffline', { owner: 'a1', actions: [], offlineSince: null })
    expect(area.kept.size).toBe(0)
    // A queue without an owner (cleared at sign-out) writes nothing.
    await storage.setItem('deskOffline', { owner: null, actions: [queuedAction()] })
    expect(area.kept.size).toBe(0)
  })
})

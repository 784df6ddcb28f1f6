import Testing
@testable import X11WindowServer

/// Where turned layers are drawn: the client keeps them while the server is the slower side, hands them over while
/// the client is, and never when frames are not back to back or the client keeps up with the refresh.
@Suite struct CompositorTurnedPartBalanceTests {
    @Test func aClientThatNeverWaitsHandsMoreToTheServer() {
        var balance = X11TurnedPartBalance()
        #expect(balance.serverCount(of: 100) == 0)
        for _ in 0..<10 { balance.frameSent(composing: 0.01, waited: 0, refreshInterval: 0) }
        #expect(balance.serverCount(of: 100) == 50)
        for _ in 0..<30 { balance.frameSent(composing: 0.01, waited: 0, refreshInterval: 0) }
        #expect(balance.serverCount(of: 100) == 100)
    }

    @Test func aClientThatWaitsForTheServerKeepsMore() {
        var balance = X11TurnedPartBalance(serverShare: 0.5)
        for _ in 0..<4 { balance.frameSent(composing: 0.01, waited: 0.005, refreshInterval: 0) }
        #expect(balance.serverCount(of: 100) == 30)
        for _ in 0..<20 { balance.frameSent(composing: 0.01, waited: 0.005, refreshInterval: 0) }
        #expect(balance.serverCount(of: 100) == 0)
    }

    @Test func framesThatAreNotBackToBackAreAllDrawnByTheClient() {
        var balance = X11TurnedPartBalance(serverShare: 0.7)
        balance.frameSent(composing: 0.01, waited: nil, refreshInterval: 0)
        #expect(balance.serverCount(of: 100) == 0)
    }

    @Test func aClientKeepingUpWithTheRefreshKeepsItsWork() {
        var balance = X11TurnedPartBalance()
        // At 60 Hz, 3 ms of composing leaves the client time to spare, even though it never waits.
        for _ in 0..<10 { balance.frameSent(composing: 0.003, waited: 0, refreshInterval: 1.0 / 60) }
        #expect(balance.serverCount(of: 100) == 0)
        // 12 ms of a 16.7 ms frame: the client is the slower side.
        for _ in 0..<10 { balance.frameSent(composing: 0.012, waited: 0, refreshInterval: 1.0 / 60) }
        #expect(balance.serverCount(of: 100) == 50)
    }
}

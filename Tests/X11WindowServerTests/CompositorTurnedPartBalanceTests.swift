import Testing
@testable import X11WindowServer

/// Where turned layers are drawn: the client keeps them while the server is the slower side, hands them over while
/// the client is, and never when frames are not back to back or the client keeps up with the refresh.
@Suite struct CompositorTurnedPartBalanceTests {
    /// How many of 100 turned parts go to the server after each run of unpaced frames in which the client waited
    /// `waited` seconds for the server.
    func serverCounts(from share: Double, runs: [(frames: Int, waited: Double)]) -> [Int] {
        var balance = X11TurnedPartBalance(serverShare: share)
        return runs.map { run in
            for _ in 0..<run.frames { balance.frameSent(composing: 0.01, waited: run.waited, refreshInterval: 0) }
            return balance.serverCount(of: 100)
        }
    }

    @Test func aClientThatNeverWaitsHandsMoreToTheServer() {
        #expect(X11TurnedPartBalance().serverCount(of: 100) == 0)
        #expect(serverCounts(from: 0, runs: [(10, 0), (30, 0)]) == [50, 100])
    }

    @Test func aClientThatWaitsForTheServerKeepsMore() {
        #expect(serverCounts(from: 0.5, runs: [(4, 0.005), (20, 0.005)]) == [30, 0])
    }

    @Test func framesThatAreNotBackToBackAreAllDrawnByTheClient() {
        var balance = X11TurnedPartBalance(serverShare: 0.7)
        balance.frameSent(composing: 0.01, waited: nil, refreshInterval: 0)
        #expect(balance.serverCount(of: 100) == 0)
    }

    @Test func aPauseDoesNotStartTheShareOver() {
        var balance = X11TurnedPartBalance(serverShare: 0.7)
        balance.frameSent(composing: 0.01, waited: nil, refreshInterval: 0)
        #expect(balance.serverCount(of: 100) == 0)
        // Back to back again, the client still the slower side: on from where it was.
        balance.frameSent(composing: 0.01, waited: 0, refreshInterval: 0)
        #expect(balance.serverCount(of: 100) == 75)
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

    @Test func slowFramesMoveTheShareInProportionToTheirDrawing() {
        var balance = X11TurnedPartBalance()
        // 48 ms of drawing a frame (thousands of layers): three steps a frame, so in seconds as for fast frames.
        for _ in 0..<4 { balance.frameSent(composing: 0.048, waited: 0, refreshInterval: 0) }
        #expect(balance.serverCount(of: 100) == 60)
        // Waiting for the server as slowly: back by as much; a very slow frame moves at most four steps.
        balance.frameSent(composing: 0.048, waited: 0.01, refreshInterval: 0)
        #expect(balance.serverCount(of: 100) == 45)
        balance.frameSent(composing: 1.0, waited: 0.01, refreshInterval: 0)
        #expect(balance.serverCount(of: 100) == 25)
    }
}

/// One transaction's completion: the block runs when the transaction has committed and the animations added
/// inside it have all stopped (however they stopped), exactly once.
@MainActor final class TransactionCompletionGroup {
    var block: (() -> Void)?
    private var pendingAnimations = 0
    private var isCommitted = false

    nonisolated init() {}

    /// An animation added in this transaction started running.
    func animationAdded() { pendingAnimations += 1 }

    func animationStopped() {
        pendingAnimations -= 1
        runIfDone()
    }

    func markCommitted() {
        isCommitted = true
        runIfDone()
    }

    private func runIfDone() {
        guard isCommitted, pendingAnimations <= 0, let block else { return }
        self.block = nil
        block()
    }
}

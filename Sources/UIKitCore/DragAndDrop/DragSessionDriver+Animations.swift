import Foundation

/// The drag's motion around the pointer's: the lift from the view's place, the way back of a cancelled drag, and
/// the landing of a drop, each on a `DragAnimator` the delegates add their own animations and completions to.
extension DragSessionDriver {
    // MARK: Lift

    /// Lifts the preview over `DragAnimator.liftDuration`; the delegate adds to the lift first. Once lifted, the
    /// first item's own preview (its `previewProvider`) replaces the lifted view's picture.
    func animateLift(delegate: any UIDragInteractionDelegate) {
        guard let preview, let source else { return }
        let lift = DragAnimator(duration: DragAnimator.liftDuration)
        lift.addAnimations { preview.showLifted() }
        lift.addCompletion { [weak self] position in
            guard let self, self.liftAnimator === lift else { return }
            self.liftAnimator = nil
            if position == .end { self.showItemPreview() }
        }
        liftAnimator = lift
        delegate.dragInteraction(source, willAnimateLiftWith: lift, session: dragSession)
        lift.start()
    }

    /// The drag ends while the lift still runs: a drop keeps the lift where it got to and completes it (`.end`);
    /// anything else runs it back to the view's place (`.start`).
    func endLift(dropped: Bool) {
        guard let lift = liftAnimator, lift.isRunning else { return }
        let animator = lift.propertyAnimator
        if dropped {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        } else {
            animator.isReversed = true
        }
    }

    /// Shows the first item's own preview, when it has one, in place of the lifted view's picture.
    func showItemPreview() {
        guard let preview, liftAnimator == nil, let item = dragSession.items.first,
              let provider = item.previewProvider, let itemPreview = provider() else { return }
        preview.show(itemPreview.view, parameters: itemPreview.parameters)
    }

    /// An item's `previewProvider` changed mid-drag: the preview shows its new look (the first item's).
    static func itemPreviewDidChange(_ item: UIDragItem) {
        guard let driver = active, driver.dragSession.items.first === item else { return }
        driver.showItemPreview()
    }

    // MARK: Cancel

    /// Sends the preview back where the source's delegate says (by default the lifted view's place; nil: it fades
    /// out where it is), then removes it and calls `then`.
    func animateCancel(then ended: @escaping () -> Void) {
        guard let preview, let window = preview.window else {
            preview?.removeFromSuperview()
            return ended()
        }
        preview.isHidden = false
        let cancel = DragAnimator(duration: DragAnimator.cancelDuration)
        var destination: UITargetedDragPreview?
        if let source, let delegate = source.delegate {
            let fallback = liftPreview ?? UITargetedDragPreview(view: preview, parameters: UIDragPreviewParameters(),
                                                                target: UIDragPreviewTarget(container: window,
                                                                                            center: preview.center))
            for (index, item) in dragSession.items.enumerated() {
                let answer = delegate.dragInteraction(source, previewForCancelling: item, withDefault: fallback)
                if index == 0 { destination = answer }
                delegate.dragInteraction(source, item: item, willAnimateCancelWith: cancel)
            }
        }
        // A lift running back (`endLift`) takes the preview's scale and shadow back itself.
        let liftRunsBack = liftAnimator?.isRunning == true
        cancel.addAnimations {
            guard let destination else { return preview.showVanished(shrinking: false) }
            let transform = preview.transform
            preview.showResting(at: destination.target, size: destination.size, in: window)
            if liftRunsBack { preview.transform = transform }
        }
        cancel.addCompletion { [weak self] _ in
            let finish = {
                preview.removeFromSuperview()
                ended()
            }
            // The drag is over once the lift, too, is back.
            guard let lift = self?.liftAnimator, lift.isRunning else { return finish() }
            lift.addCompletion { _ in finish() }
        }
        cancel.start()
    }

    // MARK: Drop

    /// Lands the dropped items (DropLanding+Animation.swift), then calls `then`.
    func animateDrop(on dropTarget: any DropTarget, landing: DropLanding?, then concluded: @escaping () -> Void) {
        guard let landing else {
            preview?.removeFromSuperview()
            return concluded()
        }
        landing.animate(dropSession.items, on: dropTarget, then: concluded)
    }
}

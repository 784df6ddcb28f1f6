import UIKit

/// UIView animations: property blocks, springs, keyframes and transitions. They run when the page appears and again
/// on Replay; nothing moves in between.
final class ViewAnimationsPage: GalleryPageContent {
    private let mover = UIView()
    private let spring = UIView()
    private let keyframed = UIView()
    private let card = UIView()
    private var cardColour = 0
    private let dissolveStage: UIView
    private var dissolveShowsFirst = true
    private let dissolveFirst = UIView()
    private let dissolveSecond = UIView()
    private let grower = UIView()

    override init(frame: CGRect) {
        let accents = GalleryStyle.accents
        dissolveStage = UIView()
        super.init(frame: frame)

        let moverStage = addTile("animate: move, recolour", column: 0, row: 0)
        Self.place(mover, colour: accents[3], size: 44, centre: CGPoint(x: 40, y: 85), in: moverStage)

        let springStage = addTile("Spring damping", column: 1, row: 0)
        Self.place(spring, colour: accents[0], size: 60, centre: CGPoint(x: 115, y: 110), in: springStage)

        let keyframeStage = addTile("animateKeyframes", column: 2, row: 0)
        Self.place(keyframed, colour: accents[1], size: 36, centre: CGPoint(x: 50, y: 40), in: keyframeStage)

        let flipStage = addTile("transition(with:): flip", column: 0, row: 1)
        Self.place(card, colour: accents[2], size: 100, centre: CGPoint(x: 115, y: 85), in: flipStage)

        let dissolve = addTile("transition(from:to:)", column: 1, row: 1)
        Self.place(dissolveFirst, colour: accents[4], size: 100, centre: CGPoint(x: 115, y: 85), in: dissolve)
        dissolveSecond.frame = dissolveFirst.frame
        dissolveSecond.backgroundColor = accents[1]
        dissolveSecond.layer.cornerRadius = 50

        let growStage = addTile("Alpha, scale and rotation", column: 2, row: 1)
        Self.place(grower, colour: accents[4], size: 80, centre: CGPoint(x: 115, y: 85), in: growStage)

        addReplayButton()
    }

    required init?(coder: NSCoder) { nil }

    private static func place(_ view: UIView, colour: UIColor, size: CGFloat, centre: CGPoint, in stage: UIView) {
        view.frame = CGRect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size)
        view.backgroundColor = colour
        view.layer.cornerRadius = size / 5
        stage.addSubview(view)
    }

    override func didAppear() {
        appLog("view animations start")
        let accents = GalleryStyle.accents

        mover.center.x = 40
        mover.backgroundColor = accents[3]
        UIView.animate(withDuration: 0.8, delay: 0, options: [.curveEaseInOut], animations: {
            self.mover.center.x = 190
            self.mover.backgroundColor = accents[0]
        }, completion: { _ in
            UIView.animate(withDuration: 0.8) {
                self.mover.center.x = 40
                self.mover.backgroundColor = accents[3]
            }
        })

        spring.center.y = 10
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                       animations: { self.spring.center.y = 110 })

        keyframed.center = CGPoint(x: 50, y: 40)
        UIView.animateKeyframes(withDuration: 2, delay: 0, animations: {
            let corners = [CGPoint(x: 180, y: 40), CGPoint(x: 180, y: 130), CGPoint(x: 50, y: 130), CGPoint(x: 50, y: 40)]
            for (index, corner) in corners.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) / 4, relativeDuration: 0.25) {
                    self.keyframed.center = corner
                }
            }
        })

        UIView.transition(with: card, duration: 0.7, options: [.transitionFlipFromLeft], animations: {
            self.cardColour = (self.cardColour + 1) % accents.count
            self.card.backgroundColor = accents[(self.cardColour + 2) % accents.count]
        })

        let (from, to) = dissolveShowsFirst ? (dissolveFirst, dissolveSecond) : (dissolveSecond, dissolveFirst)
        dissolveShowsFirst.toggle()
        UIView.transition(from: from, to: to, duration: 0.8, options: [.transitionCrossDissolve])

        grower.alpha = 0
        grower.transform = CGAffineTransform(scaleX: 0.2, y: 0.2).rotated(by: -.pi / 2)
        UIView.animate(withDuration: 1, delay: 0.2, options: [.curveEaseOut], animations: {
            self.grower.alpha = 1
            self.grower.transform = .identity
        })
    }
}

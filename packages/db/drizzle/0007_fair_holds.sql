CREATE TABLE "used_hold_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE INDEX "used_hold_challenges_expires_idx" ON "used_hold_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "holds_open_event_ip_idx" ON "holds" USING btree ("event_id","client_ip") WHERE "holds"."released_at" is null and "holds"."converted_at" is null;--> statement-breakpoint
CREATE INDEX "holds_open_event_device_idx" ON "holds" USING btree ("event_id","device_id") WHERE "holds"."released_at" is null and "holds"."converted_at" is null;--> statement-breakpoint
CREATE INDEX "holds_listing_ended_idx" ON "holds" USING btree ("listing_id","expires_at") WHERE "holds"."converted_at" is null;--> statement-breakpoint
-- take_hold again (ADR 0010 "Hold throughput", ADR 0017 "Fair holds"), with the on-sale's fairness
-- rules decided inside the same transaction, so no two holds can race past them:
--
-- * a signed-in buyer holds at most p_max_buyer_seats seats of an event at once, over all their tabs:
--   a new hold ends the buyer's others (one listing at a time), and the buyer's holds are
--   serialised by an advisory lock on the buyer, so two at once on different listings cannot both
--   survive (each would end only what was committed before it);
-- * an anonymous client (its address or its device cookie) keeps at most p_anonymous_allowance
--   active holds of an event; past that each new hold spends a solved proof-of-work challenge
--   (p_challenge, the nonce the caller verified), once: a spent nonce is refused. The counts are
--   serialised per (event, address) and (event, device) by advisory locks, taken before the listing
--   row is locked so a waiting client never holds an on-sale's hottest row;
-- * a session, device or buyer whose hold of this listing ran out (its clock ended, or it was
--   released within p_grace_ms of the end) waits p_cooldown_ms before holding it again.
--
-- p_trusted (an address of RATE_LIMIT_ALLOW_LIST: load generators) skips the anonymous allowance
-- and the cooldown, never the buyer's cap. The numbers come from the caller (packages/domain's
-- constants), so they are written once.
--
-- The function has no test switches: the race tests pause inside it with a trigger of their own
-- database, and their lock-less control runs a copy of it in a schema of their own.
DROP FUNCTION "take_hold"(integer, text, integer, integer, timestamptz, timestamptz, boolean,
	integer, integer, boolean[], integer);
--> statement-breakpoint
CREATE FUNCTION "take_hold"(
	p_listing_id integer,
	p_session_id text,
	p_buyer_id integer,
	p_quantity integer,
	p_now timestamptz,
	p_expires_at timestamptz,
	p_split_rule integer,
	p_seat_type_id integer,
	p_verdicts boolean[],
	p_client_ip text,
	p_device_id text,
	p_trusted boolean,
	p_challenge text,
	p_challenge_expires_at timestamptz,
	p_max_buyer_seats integer,
	p_anonymous_allowance integer,
	p_cooldown_ms integer,
	p_grace_ms integer
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	l listings%ROWTYPE;
	v_event_id integer;
	ev_status text;
	ev_starts timestamptz;
	v_available integer;
	v_same holds%ROWTYPE;
	v_other_here integer;
	v_left integer;
	v_allowed boolean;
	v_released jsonb;
	v_hold holds%ROWTYPE;
	v_outcome text;
	v_retry_at timestamptz;
	v_client_holds integer;
	v_spent integer;
BEGIN
	PERFORM set_config('synchronous_commit', 'off', true);

	-- Owner locks first (advisory, transaction-scoped), then the listing row. The listing's event
	-- never changes, so reading it before the row lock is safe.
	IF p_buyer_id IS NOT NULL THEN
		-- A buyer's new hold ends their holds everywhere: serialise the buyer, whatever the event.
		PERFORM pg_advisory_xact_lock(72170005, p_buyer_id);
	ELSIF NOT p_trusted THEN
		SELECT event_id INTO v_event_id FROM listings WHERE id = p_listing_id;
		IF v_event_id IS NOT NULL THEN
			IF p_client_ip IS NOT NULL THEN
				PERFORM pg_advisory_xact_lock(72170006, hashtext(v_event_id || ' ip ' || p_client_ip));
			END IF;
			IF p_device_id IS NOT NULL THEN
				PERFORM pg_advisory_xact_lock(72170006, hashtext(v_event_id || ' device ' || p_device_id));
			END IF;
		END IF;
	END IF;

	SELECT * INTO l FROM listings WHERE id = p_listing_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	SELECT status, starts_at INTO ev_status, ev_starts FROM events WHERE id = l.event_id;
	IF l.status = 'withdrawn' OR ev_status IS NULL OR ev_status = 'cancelled' OR ev_starts <= p_now THEN
		RETURN jsonb_build_object('outcome', 'not_on_sale');
	END IF;
	IF l.split_rule IS DISTINCT FROM p_split_rule OR l.seat_type_id <> p_seat_type_id THEN
		RETURN jsonb_build_object('outcome', 'rule_changed', 'rule',
			jsonb_build_object('splitRule', l.split_rule, 'seatTypeId', l.seat_type_id));
	END IF;

	SELECT * INTO v_same FROM holds
	WHERE listing_id = l.id AND session_id = p_session_id
		AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now
	LIMIT 1;

	-- The cooldown: this session, device or buyer let a hold of this listing run out lately.
	IF v_same.id IS NULL AND NOT p_trusted THEN
		SELECT max(expires_at) + make_interval(secs => p_cooldown_ms / 1000.0) INTO v_retry_at
		FROM holds
		WHERE listing_id = l.id AND converted_at IS NULL
			AND expires_at <= p_now
			AND expires_at > p_now - make_interval(secs => p_cooldown_ms / 1000.0)
			AND (released_at IS NULL
				OR released_at >= expires_at - make_interval(secs => p_grace_ms / 1000.0))
			AND (session_id = p_session_id OR device_id = p_device_id OR buyer_id = p_buyer_id);
		IF v_retry_at IS NOT NULL THEN
			RETURN jsonb_build_object('outcome', 'cooling_down', 'retryAt', v_retry_at);
		END IF;
	END IF;

	SELECT CASE WHEN l.status = 'active' THEN greatest(0, l.quantity
		- (SELECT coalesce(sum(quantity), 0) FROM order_items
			WHERE listing_id = l.id AND status = 'live')
		- (SELECT coalesce(sum(quantity), 0) FROM holds
			WHERE listing_id = l.id AND released_at IS NULL AND converted_at IS NULL
			AND expires_at > p_now)) ELSE 0 END
	INTO v_available;

	-- The signed-in buyer's hold of this listing on another tab ends with this one: its seats count.
	v_other_here := 0;
	IF p_buyer_id IS NOT NULL THEN
		SELECT coalesce(sum(quantity), 0) INTO v_other_here FROM holds
		WHERE buyer_id = p_buyer_id AND listing_id = l.id AND session_id <> p_session_id
			AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now;
	END IF;

	IF v_same.id IS NOT NULL AND v_same.quantity = p_quantity THEN
		v_outcome := 'existing';
	ELSE
		v_left := v_available + coalesce(v_same.quantity, 0) + v_other_here - p_quantity;
		v_allowed := CASE
			WHEN v_left < 0 THEN false
			WHEN v_left = 0 THEN p_verdicts[1]
			WHEN v_left = 1 THEN p_verdicts[2]
			ELSE p_verdicts[3] END;
		IF NOT coalesce(v_allowed, false) THEN
			RETURN jsonb_build_object(
				'outcome', 'refused',
				'available', v_available + coalesce(v_same.quantity, 0) + v_other_here);
		END IF;
		v_outcome := CASE WHEN v_same.id IS NOT NULL THEN 'requantified' ELSE 'new' END;
	END IF;

	-- The buyer's cap: after this call the buyer's only hold is this one (the others end below,
	-- and the buyer's lock keeps a concurrent hold from slipping past that), so its quantity is
	-- what the buyer holds. The split verdicts already refuse more than the ticket maximum; this
	-- keeps the cap if the two numbers ever part.
	IF v_outcome <> 'existing' AND p_quantity > p_max_buyer_seats THEN
		RETURN jsonb_build_object('outcome', 'over_limit', 'limit', p_max_buyer_seats);
	END IF;

	-- The anonymous allowance, for a new hold only: the client's other active holds of the event
	-- (this session's end with this hold, so they do not count).
	IF v_outcome = 'new' AND p_buyer_id IS NULL AND NOT p_trusted THEN
		SELECT count(*) INTO v_client_holds FROM holds
		WHERE event_id = l.event_id AND buyer_id IS NULL AND session_id <> p_session_id
			AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now
			AND (client_ip = p_client_ip OR device_id = p_device_id);
		IF v_client_holds >= p_anonymous_allowance THEN
			IF p_challenge IS NULL THEN
				RETURN jsonb_build_object('outcome', 'challenge_required');
			END IF;
			DELETE FROM used_hold_challenges WHERE expires_at <= p_now;
			INSERT INTO used_hold_challenges (nonce, expires_at)
			VALUES (p_challenge, p_challenge_expires_at)
			ON CONFLICT (nonce) DO NOTHING;
			GET DIAGNOSTICS v_spent = ROW_COUNT;
			IF v_spent = 0 THEN
				RETURN jsonb_build_object('outcome', 'challenge_spent');
			END IF;
		END IF;
	END IF;

	-- One listing at a time: the session's (or buyer's) other holds end now.
	WITH released AS (
		UPDATE holds SET released_at = p_now
		WHERE (session_id = p_session_id OR buyer_id = p_buyer_id)
			AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now
			AND NOT (listing_id = l.id AND session_id = p_session_id)
		RETURNING *
	)
	SELECT coalesce(jsonb_agg(to_jsonb(released)), '[]'::jsonb) INTO v_released FROM released;

	IF v_outcome = 'existing' THEN
		v_hold := v_same;
	ELSIF v_outcome = 'requantified' THEN
		UPDATE holds SET quantity = p_quantity WHERE id = v_same.id RETURNING * INTO v_hold;
	ELSE
		INSERT INTO holds (listing_id, event_id, session_id, buyer_id, quantity, unit_price_minor,
			fees_minor, tax_rate_bp, currency, created_at, expires_at, client_ip, device_id)
		VALUES (l.id, l.event_id, p_session_id, p_buyer_id, p_quantity, l.price_minor,
			l.fees_minor, l.tax_rate_bp, l.currency, p_now, p_expires_at, p_client_ip, p_device_id)
		RETURNING * INTO v_hold;
	END IF;

	RETURN jsonb_build_object(
		'outcome', v_outcome,
		'hold', to_jsonb(v_hold),
		'listing', to_jsonb(l),
		'released', v_released);
END;
$$;

-- Holds decided and released in one round trip each (the hold benchmark's bar, ADR 0010 "Hold
-- throughput"). The service calls these as named prepared statements; PL/pgSQL caches each
-- statement's plan.
--
-- Both commit asynchronously (synchronous_commit off for their own transaction only): a crash of
-- the database may lose the last moments of holds and releases, never an order. A lost hold is
-- refused at payment (HOLD_EXPIRED, nothing charged: the order's transaction re-checks the hold
-- under the listing lock and commits synchronously, which also flushes every hold before it); a
-- lost release frees its seats at the hold's expiry.
-- Each statement of a VOLATILE function reads a fresh snapshot under READ COMMITTED, so the
-- availability read after the row lock sees every hold the previous lock holder committed.
--
-- The split rule is not written here: the caller passes canBuyQuantity's verdicts for the seats
-- that would be left (0, 1, 2 or more), computed for the split rule and seat type it expects. When
-- the locked listing has others, nothing is written and the answer carries the listing's own, so
-- the caller asks again with the right verdicts.
--
-- Availability and "active" repeat listingAvailability and activeAt (apps/api): the test
-- "take_hold's availability agrees with listingAvailability" compares them on random data.
CREATE FUNCTION "take_hold"(
	p_listing_id integer,
	p_session_id text,
	p_buyer_id integer,
	p_quantity integer,
	p_now timestamptz,
	p_expires_at timestamptz,
	p_lock boolean,
	p_split_rule integer,
	p_seat_type_id integer,
	p_verdicts boolean[],
	p_pause_ms integer DEFAULT 0
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	l listings%ROWTYPE;
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
BEGIN
	PERFORM set_config('synchronous_commit', 'off', true);
	IF p_lock THEN
		SELECT * INTO l FROM listings WHERE id = p_listing_id FOR UPDATE;
	ELSE
		SELECT * INTO l FROM listings WHERE id = p_listing_id;
	END IF;
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

	SELECT CASE WHEN l.status = 'active' THEN greatest(0, l.quantity
		- (SELECT coalesce(sum(quantity), 0) FROM order_items
			WHERE listing_id = l.id AND status = 'live')
		- (SELECT coalesce(sum(quantity), 0) FROM holds
			WHERE listing_id = l.id AND released_at IS NULL AND converted_at IS NULL
			AND expires_at > p_now)) ELSE 0 END
	INTO v_available;

	-- Test-only (always 0 from a route): widens the moment between reading and writing, so the
	-- race test's control run, without the lock, oversells on every run.
	IF p_pause_ms > 0 THEN
		PERFORM pg_sleep(p_pause_ms / 1000.0);
	END IF;

	SELECT * INTO v_same FROM holds
	WHERE listing_id = l.id AND session_id = p_session_id
		AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now
	LIMIT 1;

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
			fees_minor, tax_rate_bp, currency, created_at, expires_at)
		VALUES (l.id, l.event_id, p_session_id, p_buyer_id, p_quantity, l.price_minor,
			l.fees_minor, l.tax_rate_bp, l.currency, p_now, p_expires_at)
		RETURNING * INTO v_hold;
	END IF;

	RETURN jsonb_build_object(
		'outcome', v_outcome,
		'hold', to_jsonb(v_hold),
		'listing', to_jsonb(l),
		'released', v_released);
END;
$$;
--> statement-breakpoint
-- A session's active holds among p_ids (hold ids, or listing ids when p_by_listing) end now.
CREATE FUNCTION "release_holds"(
	p_session_id text,
	p_ids integer[],
	p_by_listing boolean,
	p_now timestamptz
) RETURNS SETOF holds
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM set_config('synchronous_commit', 'off', true);
	RETURN QUERY
	UPDATE holds SET released_at = p_now
	WHERE session_id = p_session_id
		AND (CASE WHEN p_by_listing THEN listing_id ELSE id END) = ANY (p_ids)
		AND released_at IS NULL AND converted_at IS NULL AND expires_at > p_now
	RETURNING *;
END;
$$;
